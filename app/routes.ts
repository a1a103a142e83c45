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
  route("assessment", "routes/assessment.tsx"),
  route("author-journey-assessment", "routes/author-journey-assessment.tsx"),
  route("rerouted/book-creation-application", "routes/rerouted.book-creation-application.tsx"),
  route("api/leads/readiness", "routes/api.leads.readiness.ts"),
  route("api/leads/author", "routes/api.leads.author.ts"),
  route("api/applications", "routes/api.applications.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
