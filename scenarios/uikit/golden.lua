-- expect_golden: the whole trace of a situation, kept in a file beside this one
-- (golden.lua.golden/<title>.trace) and compared on every run. Record a new one with
-- `stagehand run --record=missing` (the default off CI), or rewrite changed ones with
-- `--record=failed` after checking the diff.

local Container = ViewController:subclass("Container")

scenario("first display of a static table hosting a child", function(app)
  local Table = TableViewController:subclass("Table")
  local table = Table{ sections = { { rows = { { id = "container", height = 300, embed = Container } } } } }
  app.window.rootViewController = table
  app:run()
  expect_golden(app)
end)

scenario("a push and a pop on a navigation controller", function(app)
  local root, detail = ViewController{ name = "Root" }, ViewController{ name = "Detail" }
  local nav = NavigationController{ name = "Nav", rootViewController = root }
  app.window.rootViewController = nav
  app:run()
  app:mark()
  nav:pushViewController(detail, true)
  app:settle()
  expect_golden(app, "push")
  app:mark()
  nav:popViewController(true)
  app:settle()
  expect_golden(app, "pop")
end)
