-- Uses the Swift class ScopedChild at its top level: the file lists only when the class is
-- registered before it is read.

local Logged = ScopedChild:subclass("LoggedScopedChild")

scenario("a class registered by the registering closure is there when the scenario runs", function(app)
  local child = Logged{}
  app.window.rootViewController = child
  app:run()
  expect(child.parent):toBeNil()
end)
