-- SlideMenuController (Sources/SlideMenu/SlideMenuController.swift, UIKit's API only), driven
-- from Lua: its containment follows seed 004.

local function onScreen(app)
  local menu = SlideMenu{}
  app.window.rootViewController = menu
  app:settle()
  app:mark()
  return menu
end

scenario("the menu and the content are embedded with the three steps, before the container appears", function(app)
  local menu = SlideMenu{}
  app.window.rootViewController = menu
  app:settle()
  expect_trace(app, {
    "SlideMenuController viewDidLoad",
    "MenuListViewController willMoveToParent(SlideMenuController)",
    "MenuListViewController viewDidLoad",
    "MenuListViewController didMoveToParent(SlideMenuController)",
    "HomeViewController willMoveToParent(SlideMenuController)",
    "HomeViewController viewDidLoad",
    "HomeViewController didMoveToParent(SlideMenuController)",
    "SlideMenuController viewWillAppear(false)",
    "MenuListViewController viewWillAppear(false)",
    "HomeViewController viewWillAppear(false)",
    "SlideMenuController viewDidAppear(false)",
    "MenuListViewController viewDidAppear(false)",
    "HomeViewController viewDidAppear(false)",
  })
  expect(#menu.children):toBe(2)
  expect(menu:content().isMovingToParent):toBe(false)
end)

scenario("opening the menu slides the content; touches are ignored until it has moved", function(app)
  local menu = onScreen(app)
  menu:setMenuOpen(true, true)
  expect(app.isIgnoringInteractionEvents):toBe(true)
  expect(menu:content().view.frame.x):toBe(276)            -- the model is final at once
  expect(menu:content().view:presentationFrame().x):toBe(0)
  app:advance(0.25)
  expect(app.isIgnoringInteractionEvents):toBe(false)
  expect(menu:isMenuOpen()):toBe(true)
  -- Moving a child's view is no appearance change.
  expect_trace(app, {}, { exact = true, without = { "Layout" } })
end)

scenario("showing new content: a transition, then didMove(toParent:) in its completion (seed 004)", function(app)
  local menu = onScreen(app)
  local home = menu:content()
  menu:setMenuOpen(true, false)
  local settings = ViewController{ name = "Settings" }
  menu:showContent(settings)
  expect(settings.isMovingToParent):toBe(true)       -- until the completion's didMove
  expect(home.parent):toBe(menu)
  app:settle()
  expect(settings.isMovingToParent):toBe(false)
  expect(home.parent):toBeNil()
  expect(menu:content()):toBe(settings)
  expect(menu:isMenuOpen()):toBe(false)
  expect_trace(app, {
    "HomeViewController willMoveToParent(nil)",
    "Settings willMoveToParent(SlideMenuController)",
    "HomeViewController viewWillDisappear(true)",
    "Settings viewWillAppear(true)",
    "HomeViewController viewDidDisappear(true)",
    "Settings viewDidAppear(true)",
    "HomeViewController didMoveToParent(nil)",
    "Settings didMoveToParent(SlideMenuController)",
  }, { without = { "Layout", "SafeArea", "IsAppearing", "load", "Load" } })
end)

scenario("a Lua subclass of the Swift container: its override's super call reaches the Swift code", function(app)
  local Logged = SlideMenu:subclass("LoggedMenu", {
    viewDidLoad = function(self)
      SlideMenu.viewDidLoad(self)                -- SlideMenuController.viewDidLoad: embeds both
      self.childCountAfterLoad = #self.children
    end,
  })
  local menu = Logged{}
  app.window.rootViewController = menu
  app:settle()
  expect(menu.childCountAfterLoad):toBe(2)
  for _, line in ipairs(app.trace) do expect(line:find("lint:", 1, true)):toBeNil() end
end)
