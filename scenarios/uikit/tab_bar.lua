-- Rules I1 and I2: a tab bar controller's tab bar, its items and the user's tap on one; rules
-- I5-I7: the bar's private item buttons, the bar's delegate told of a tap first, the items the
-- controller gives its bar; rule W11: animations turned off for the app. See docs/semantics.md.
-- Sources: Apple's UITabBarController.tabBar, UIViewController.tabBarItem,
-- UITabBar.ItemPositioning.fill and UIView.setAnimationsEnabled pages; device logs of the
-- UITabBarButton frames and of tabBar(_:didSelect:) (docs/semantics.md, I5 and I6).

local Screen = ViewController:subclass("Screen")

-- A tab bar controller of First and Second, on screen, with `delegate`, settled, marked.
local function tabsOnScreen(app, delegate)
  local first, second = Screen{ name = "First" }, Screen{ name = "Second" }
  first.tabBarItem.title = "Home"
  second.tabBarItem.title = "Search"
  local tabs = TabBarController{ name = "Tabs", viewControllers = { first, second } }
  tabs.delegate = delegate
  app.window.rootViewController = tabs
  app:run()
  app:mark()
  return tabs, first, second
end

scenario("I1: the tab bar sits along the bottom in front of the tab, its items the tabs' items", function(app)
  local tabs, first, second = tabsOnScreen(app)
  local bar = tabs.tabBar
  expect(bar.superview):toBe(tabs.view)
  expect(bar.frame):toEqual({ x = 0, y = 667 - 49, width = 375, height = 49 })
  local subviews = tabs.view.subviews
  expect(subviews[#subviews]):toBe(bar)               -- in front of the tab's view
  expect(#bar.items):toBe(2)
  expect(bar.items[1]):toBe(first.tabBarItem)
  expect(bar.items[2].title):toBe("Search")
  expect(bar.selectedItem):toBe(first.tabBarItem)
  tabs.selectedIndex = 1                               -- code: the bar follows, the bar stays in front
  app:run()
  expect(bar.selectedItem):toBe(second.tabBarItem)
  subviews = tabs.view.subviews
  expect(subviews[#subviews]):toBe(bar)
  expect(subviews[#subviews - 1]):toBe(second.view)
  expect_error(function() bar.items = { TabBarItem{ title = "Mine" } } end,
               "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
  expect(#bar.items):toBe(2)
  app:setSize{ width = 667, height = 375 }              -- landscape: a compact height, E5's 32 points
  app:settle()
  expect(bar.frame):toEqual({ x = 0, y = 375 - 32, width = 667, height = 32 })
end)

scenario("I1: the tab bar hides while a pushed controller hides the bottom bars, and comes back when it is popped", function(app)
  local root = Screen{ name = "Root" }
  local nav = NavigationController{ name = "Nav", rootViewController = root }
  local tabs = TabBarController{ name = "Tabs", viewControllers = { nav } }
  app.window.rootViewController = tabs
  app:settle()
  expect(tabs.tabBar.hidden):toBe(false)
  nav:pushViewController(Screen{ name = "Detail", hidesBottomBarWhenPushed = true }, false)
  app:settle()
  expect(tabs.tabBar.hidden):toBe(true)
  expect(app:tap{ x = 10, y = 650 } == tabs.tabBar):toBe(false)   -- a hidden bar takes no touch (G1)
  nav:popViewController(false)
  app:settle()
  expect(tabs.tabBar.hidden):toBe(false)
end)

scenario("I2: a tap on the bar's second item selects its tab through the delegate; a disabled item does nothing", function(app)
  local tabs, first, second = tabsOnScreen(app, { name = "TabDelegate",
    shouldSelect = function(self, tabBarController, viewController) return true end,
    didSelect = function(self, tabBarController, viewController) end })
  -- The items share the width: 0-187.5 and 187.5-375; the bar's top is at 618.
  expect(app:tap{ x = 280, y = 640 }):toBe(tabs.tabBar)
  app:run()
  expect(tabs.selectedViewController):toBe(second)
  expect_trace(app, {
    "TabBar touchesBegan(280,640)", "TabBar touchesEnded(280,640)",
    "TabDelegate shouldSelect(Second)", "Second viewWillAppear(false)", "First viewWillDisappear(false)",
    "TabDelegate didSelect(Second)", "First viewDidDisappear(false)", "Second viewDidAppear(false)",
  }, { exact = false })
  app:mark()
  first.tabBarItem.isEnabled = false
  expect(tabs.tabBar:tapItem(0)):toBe(false)
  app:run()
  expect(tabs.selectedViewController):toBe(second)
  expect_trace(app, {}, { exact = true })
  expect_error(function() tabs.tabBar:tapItem(5) end, "index 5 beyond bounds")
end)

scenario("I2: a tab bar of the app's own selects the tapped item, and takes items", function(app)
  local bar = TabBar{ name = "Bar", frame = { x = 0, y = 600, width = 300, height = 49 } }
  local a, b, c = TabBarItem{ title = "A" }, TabBarItem{ title = "B", tag = 2 }, TabBarItem{ title = "C" }
  bar.items = { a, b, c }
  expect(bar.selectedItem):toBeNil()
  app.window:addSubview(bar)
  app:tap{ x = 150, y = 620 }
  expect(bar.selectedItem):toBe(b)
  expect(bar:tapItem(2)):toBe(true)
  expect(bar.selectedItem):toBe(c)
  bar.selectedItem = a
  expect(bar.selectedItem.title):toBe("A")
  expect_error(function() bar.items = "A" end, "items must be a list of TabBarItems, got string")
  expect_error(function() bar:tapItem(3) end, "index 3 beyond bounds")
end)

scenario("I5, I7: the controller gives its bar the tabs' items; the bar holds a UITabBarButton per item, sharing its width below its top line", function(app)
  local tabs = tabsOnScreen(app)
  local bar = tabs.tabBar
  local buttons = bar.subviews
  expect(#buttons):toBe(2)
  expect(buttons[1].name):toBe("UITabBarButton")
  expect(buttons[2].name):toBe("UITabBarButton#2")
  expect(buttons[1].frame):toEqual({ x = 0, y = 1, width = 187.5, height = 48 })
  expect(buttons[2].frame):toEqual({ x = 187.5, y = 1, width = 187.5, height = 48 })
  expect(app:tap{ x = 280, y = 640 }):toBe(bar)       -- the bar takes the touch on its buttons (I2)
  app:setSize{ width = 667, height = 375 }             -- the buttons follow the bar's size
  app:settle()
  expect(buttons[2].frame):toEqual({ x = 333.5, y = 1, width = 333.5, height = 31 })
end)

scenario("I6: a tap tells the controller, its bar's delegate, first (tabBarDidSelectItem), the old tab still selected; then S15 asks, switches, tells", function(app)
  local told = {}
  local NotingTabs = TabBarController:subclass("NotingTabs")
  function NotingTabs:tabBarDidSelectItem(index) told[#told + 1] = index .. " while " .. self.selectedIndex end
  local first, second = Screen{ name = "First" }, Screen{ name = "Second" }
  local tabs = NotingTabs{ name = "Tabs", viewControllers = { first, second } }
  local allow = true
  tabs.delegate = { name = "TabDelegate",
    shouldSelect = function(self, tabBarController, viewController) return allow end,
    didSelect = function(self, tabBarController, viewController) end }
  app.window.rootViewController = tabs
  app:run()
  app:mark()
  app:tap{ x = 280, y = 640 }
  app:run()
  expect(told[1]):toBe("1 while 0")
  expect(tabs.selectedViewController):toBe(second)
  expect_trace(app, {
    "TabBar touchesBegan(280,640)", "TabBar touchesEnded(280,640)",
    "Tabs tabBarDidSelectItem(1)",
    "TabDelegate shouldSelect(Second)", "Second viewWillAppear(false)", "First viewWillDisappear(false)",
    "TabDelegate didSelect(Second)", "First viewDidDisappear(false)", "Second viewDidAppear(false)",
  }, { exact = false })
  app:mark()
  allow = false                                        -- refused: the controller is told all the same
  expect(tabs.tabBar:tapItem(0)):toBe(false)
  app:run()
  expect(told[2]):toBe("0 while 1")
  expect(tabs.selectedViewController):toBe(second)
  expect_trace(app, { "Tabs tabBarDidSelectItem(0)", "TabDelegate shouldSelect(First)" }, { exact = true })
end)

scenario("W11: with animations turned off, an animations block changes at once; its completion still comes", function(app)
  local box = View{ name = "Box" }
  local finished = nil
  app.areAnimationsEnabled = false
  app:animate{ duration = 1, animations = function() box.alpha = 0 end, completion = function(done) finished = done end }
  app:advance(0.5)
  expect(box:presentationValue("alpha")):toBe(0)
  app:settle()
  expect(finished):toBe(true)
  app.areAnimationsEnabled = true
  app:animate{ duration = 1, options = "curveLinear", animations = function() box.alpha = 1 end }
  app:advance(0.5)
  expect(box:presentationValue("alpha")):toBe(0.5)
  expect(app.areAnimationsEnabled):toBe(true)
end)
