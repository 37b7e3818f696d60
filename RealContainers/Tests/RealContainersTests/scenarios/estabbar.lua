-- eggswift/ESTabBarController (github.com/eggswift/ESTabBarController, Sources/), compiled with
-- no edit through the StagehandRewrite plugin; AppTabs and its screens are
-- ESTabBarScenarioTests.swift's: four tabs whose items are ESTabBarItems (Home, Find and Favor
-- with ESTabBarItemContentView, the middle one a big content view of the app's own), the middle
-- one hijacked to present a composer (the README's "big middle button"), a delegate that notes
-- what it is asked and told. ESTabBarController installs its ESTabBar by key-value coding in
-- viewDidLoad (rule I4); the bar lays an item control over each of UIKit's UITabBarButton views
-- (rule I5), which it hides, building them from the items the controller gives it (rule I7); a
-- tap on one runs ESTabBar's own selection, then ESTabBarController's override of
-- tabBar(_:didSelect:) (rule I6's method) selects the tab (rule S6).

local function onScreen(app)
  local tabs = AppTabs{}
  app.window.rootViewController = tabs
  app:settle()
  tabs:clearEvents()
  app:mark()
  return tabs
end

scenario("ESTabBarController installs its ESTabBar over the bar's hidden UITabBarButtons (I4, I5, I7); the first tab appears in S6's order", function(app)
  local tabs = AppTabs{}
  app:mark()
  app.window.rootViewController = tabs
  app:settle()
  expect(tabs:isESTabBar()):toBe(true)
  -- Four buttons share the 375-point bar below its top line (I5), hidden by ESTabBar, which
  -- puts its item controls at their frames and its content views in them.
  expect(tabs:tabBarButtons()):toBe("0.0,1.0,93.75,48.0 hidden 93.75,1.0,93.75,48.0 hidden 187.5,1.0,93.75,48.0 hidden 281.25,1.0,93.75,48.0 hidden")
  expect(tabs:containerFrames()):toBe("0.0,1.0,93.75,48.0 93.75,1.0,93.75,48.0 187.5,1.0,93.75,48.0 281.25,1.0,93.75,48.0")
  expect(tabs:contentViewFrame(1)):toBe("0.0,0.0,93.75,48.0")
  expect(tabs:contentViewFrame(2)):toBe("0.0,-32.0,93.75,80.0")   -- the big button stands 32 points above the bar
  expect(tabs:events()):toBe("")
  -- UIKit's order for a tab bar controller shown as the root (S6): the container, then its
  -- selected tab, each loading when its view is first needed.
  expect_trace(app, {
    "AppTabs loadView", "HomeScreen loadView", "HomeScreen viewDidLoad", "AppTabs viewDidLoad",
    "AppTabs viewWillAppear(false)", "HomeScreen viewWillAppear(false)",
    "AppTabs viewSafeAreaInsetsDidChange", "AppTabs viewIsAppearing(false)",
    "AppTabs viewWillLayoutSubviews", "AppTabs viewDidLayoutSubviews",
    "HomeScreen viewSafeAreaInsetsDidChange", "HomeScreen viewIsAppearing(false)",
    "HomeScreen viewWillLayoutSubviews", "HomeScreen viewDidLayoutSubviews",
    "AppTabs viewDidAppear(false)", "HomeScreen viewDidAppear(false)",
  }, { exact = true })
end)

scenario("A tap on an item: ESTabBar's control asks the delegate, selects the content view, and its tabBar(_:didSelect:) switches the tab (I6, S6)", function(app)
  local tabs = onScreen(app)
  app:tap{ x = 140, y = 640 }                         -- Find, the second item
  app:settle()
  expect(tabs.selectedIndex):toBe(1)
  expect(tabs:states()):toBe("Home:- Find:selected Post:- Favor:-")
  -- ESTabBar asks shouldSelect on the touch down (to highlight) and again on the touch up
  -- (eggswift/ESTabBarController issue #138, "shouldSelect is called twice"); its override of
  -- tabBar(_:didSelect:) runs with the old tab still selected, selects the tab and tells the
  -- delegate itself.
  expect(tabs:events()):toBe("delegate shouldSelect FindScreen, delegate shouldSelect FindScreen, "
    .. "tabBar didSelect Find, selectedIndex 0, delegate didSelect FindScreen")
  expect_trace(app, {
    "ESTabBarItemContainer#2 touchesBegan(140,640)", "ESTabBarItemContainer#2 beginTracking(46.25,21)",
    "ESTabBarItemContainer#2 sendAction(highlightAction:, ESTabBar, touchDown)",
    "ESTabBarItemContainer#2 touchesEnded(140,640)", "ESTabBarItemContainer#2 endTracking(46.25,21)",
    "ESTabBarItemContainer#2 sendAction(selectAction:, ESTabBar, touchUpInside)",
    "NotingTabsDelegate animationControllerForTransition(HomeScreen, FindScreen)",
    "FindScreen loadView", "FindScreen viewDidLoad",
    "FindScreen viewWillAppear(false)", "HomeScreen viewWillDisappear(false)",
    "AppTabs viewWillLayoutSubviews", "AppTabs viewDidLayoutSubviews",
    "FindScreen viewSafeAreaInsetsDidChange", "FindScreen viewIsAppearing(false)",
    "FindScreen viewWillLayoutSubviews", "FindScreen viewDidLayoutSubviews",
    "HomeScreen viewDidDisappear(false)", "FindScreen viewDidAppear(false)",
  }, { exact = true })
  tabs:clearEvents()
  app:tap{ x = 40, y = 640 }                          -- back to Home: Find's content view is deselected
  app:settle()
  expect(tabs.selectedIndex):toBe(0)
  expect(tabs:states()):toBe("Home:selected Find:- Post:- Favor:-")
  expect(tabs:events()):toBe("delegate shouldSelect HomeScreen, delegate shouldSelect HomeScreen, "
    .. "tabBar didSelect Home, selectedIndex 1, delegate didSelect HomeScreen")
end)

scenario("The big middle item is hijacked: didHijackHandler presents a composer, the tab stays, the content view animates and deselects", function(app)
  local tabs = onScreen(app)
  app:tap{ x = 230, y = 640 }                         -- the middle item
  app:settle()
  expect(tabs.selectedIndex):toBe(0)
  expect(tabs:states()):toBe("Home:- Find:- Post:- Favor:-")
  -- The highlight on the touch down; on the touch up shouldHijackHandler takes the tap:
  -- didHijackHandler runs, and the content view is selected, animated, then deselected at
  -- once; the controller's tabBar(_:didSelect:) is not called.
  expect(tabs:events()):toBe("delegate shouldSelect PostScreen, Post highlightAnimation(true), "
    .. "delegate shouldSelect PostScreen, didHijack 2 PostScreen, Post dehighlightAnimation(true), "
    .. "Post selectAnimation(true), Post deselectAnimation(false)")
  -- The composer is presented as a sheet (iOS 13's automatic style): the tabs stay on screen.
  expect_trace(app, {
    "ESTabBarItemContainer#3 touchesBegan(230,640)", "ESTabBarItemContainer#3 beginTracking(42.5,21)",
    "ESTabBarItemContainer#3 sendAction(highlightAction:, ESTabBar, touchDown)",
    "ESTabBarItemContainer#3 touchesEnded(230,640)", "ESTabBarItemContainer#3 endTracking(42.5,21)",
    "ESTabBarItemContainer#3 sendAction(selectAction:, ESTabBar, touchUpInside)",
    "ComposeScreen loadView", "ComposeScreen viewDidLoad", "ComposeScreen viewWillAppear(true)",
    "ComposeScreen viewSafeAreaInsetsDidChange", "ComposeScreen viewIsAppearing(true)",
    "ComposeScreen viewWillLayoutSubviews", "ComposeScreen viewDidLayoutSubviews", "ComposeScreen viewDidAppear(true)",
  }, { exact = true })
end)

scenario("The big middle item takes a tap above the bar: ESTabBar's and its control's point(inside:) reach its content view (G1)", function(app)
  local tabs = onScreen(app)
  app:tap{ x = 234, y = 600 }                         -- 18 points above the bar: the big content view's part
  app:settle()
  expect(tabs:events()):toBe("delegate shouldSelect PostScreen, Post highlightAnimation(true), "
    .. "delegate shouldSelect PostScreen, didHijack 2 PostScreen, Post dehighlightAnimation(true), "
    .. "Post selectAnimation(true), Post deselectAnimation(false)")
  tabs:clearEvents()
  app:tap{ x = 40, y = 600 }                          -- above Home's item: the selected tab's view takes it
  app:settle()
  expect(tabs:events()):toBe("")
end)

scenario("Selecting a tab from code: ESTabBarController's selectedIndex observer selects the content view through ESTabBar (S6)", function(app)
  local tabs = onScreen(app)
  tabs:selectWithCode(3)
  app:settle()
  expect(tabs.selectedIndex):toBe(3)
  expect(tabs:states()):toBe("Home:- Find:- Post:- Favor:selected")
  -- ESTabBar's select(itemAtIndex:) asks and tells the delegate even for a selection from code
  -- (UIKit's own controller would not: rule S15 is for the user's taps).
  expect(tabs:events()):toBe("delegate shouldSelect FavorScreen, tabBar didSelect Favor, selectedIndex 0, "
    .. "delegate didSelect FavorScreen")
end)
