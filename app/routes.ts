import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("logout", "routes/logout.ts"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("admin", "routes/admin.tsx"),
  route("api/events", "routes/api.events.ts"),
  route("rerouted", "routes/rerouted.tsx"),
  route("rerouted/thank-you", "routes/rerouted.thank-you.tsx"),
  route("rerouted/upsell-ai", "routes/rerouted.upsell-ai.tsx"),
  route("rerouted/upsell-course", "routes/rerouted.upsell-course.tsx"),
  route("rerouted/book-creation", "routes/rerouted.book-creation.tsx"),
  route("rerouted/complete", "routes/rerouted.complete.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
