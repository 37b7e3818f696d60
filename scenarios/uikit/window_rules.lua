-- Rules W1-W4: when a controller's view is in the window, who presents, what a covered
-- presenter's view does, the sheet swipe's coordinator, and the size change a covered
-- controller missed. See docs/semantics.md.

-- A controller that notes, in each appearance callback, whether its view is in the window
-- and its safe area's top inset.
local probeMethods = {
  note = function(self, what)
    self.notes = self.notes or {}
    self.notes[#self.notes + 1] = string.format("%s %s %g", what, self.view.window and "in" or "out",
      self.view.safeAreaInsets.top)
  end,
}
for _, pair in ipairs({ { "viewWillAppear", "willAppear" }, { "viewIsAppearing", "isAppearing" }, { "viewDidAppear", "didAppear" },
                        { "viewWillDisappear", "willDisappear" }, { "viewDidDisappear", "didDisappear" } }) do
  local callback, what = pair[1], pair[2]
  probeMethods[callback] = function(self, animated)
    ViewController[callback](self, animated)
    self:note(what)
  end
end
local Probe = ViewController:subclass("Probe", probeMethods)

-- A tab bar controller on screen with two tabs: a navigation controller whose root is a
-- probe `Home`, and a probe `Other`; settled.
local function tabsOnScreen(app)
  local home = Probe{ name = "Home" }
  local nav = NavigationController{ name = "Nav", rootViewController = home }
  local other = Probe{ name = "Other" }
  local tabs = TabBarController{ name = "Tabs", viewControllers = { nav, other } }
  app.window.rootViewController = tabs
  app:settle()
  return tabs, nav, home, other
end

local function notes(vc)
  local list = vc.notes or {}
  vc.notes = {}
  return list
end

scenario("W1: the window's root: viewWillAppear before its view is in the window, viewIsAppearing after", function(app)
  local root = Probe{ name = "Root" }
  app.window.rootViewController = root
  app:settle()
  expect(notes(root)):toEqual({ "willAppear out 0", "isAppearing in 20", "didAppear in 20" })
  app.window.rootViewController = Probe{ name = "Next" }
  app:settle()
  expect(notes(root)):toEqual({ "willDisappear in 20", "didDisappear out 0" })
end)

scenario("W1: push, pop, present, a tab switch and a child added by its container, every one the same way", function(app)
  local tabs, nav, home, other = tabsOnScreen(app)
  notes(home)
  local detail = Probe{ name = "Detail" }
  nav:pushViewController(detail, true)
  app:settle()
  -- The navigation bar (44) and the status bar (20) above the pushed controller.
  expect(notes(detail)):toEqual({ "willAppear out 0", "isAppearing in 64", "didAppear in 64" })
  expect(notes(home)):toEqual({ "willDisappear in 64", "didDisappear out 0" })
  nav:popViewController(true)
  app:settle()
  expect(notes(home)):toEqual({ "willAppear out 0", "isAppearing in 64", "didAppear in 64" })
  tabs.selectedIndex = 1
  app:settle()
  expect(notes(other)):toEqual({ "willAppear out 0", "isAppearing in 20", "didAppear in 20" })
  local card = Probe{ name = "Card" }
  other:present(card, true)
  app:settle()
  expect(notes(card)):toEqual({ "willAppear out 0", "isAppearing in 20", "didAppear in 20" })
  local child = Probe{ name = "Child" }
  card:addChild(child)
  card.view:addSubview(child.view)
  child:didMoveToParent(card)
  app:settle()
  expect(notes(child)):toEqual({ "willAppear out 0", "isAppearing in 20", "didAppear in 20" })
end)

scenario("W1, F1: a field asked to take focus in viewWillAppear takes it once its view is in the window", function(app)
  local Form = ViewController:subclass("Form", {
    viewDidLoad = function(self)
      ViewController.viewDidLoad(self)
      self.field = TextField{ name = "Field", frame = { x = 0, y = 0, width = 375, height = 44 } }
      self.view:addSubview(self.field)
    end,
    viewWillAppear = function(self, animated)
      ViewController.viewWillAppear(self, animated)
      self.asked = self.field:becomeFirstResponder()
      self.focusedAtOnce = self.field.isFirstResponder
    end,
  })
  local form = Form{ name = "Form" }
  app.window.rootViewController = form
  expect(form.asked):toBe(true)
  expect(form.focusedAtOnce):toBe(false)     -- not in the window yet
  expect(app.firstResponder):toBe(form.field)
  app:settle()
  expect(app.keyboardVisible):toBe(true)
  expect_trace(app, { "Form viewWillAppear(false)", "Field becomeFirstResponder", "app keyboardWillShow" })
end)

scenario("W2: a child's fullScreen presentation is made by the navigation controller, whose view leaves the window until the dismissal", function(app)
  local home = Probe{ name = "Home" }
  local nav = NavigationController{ name = "Nav", rootViewController = home }
  app.window.rootViewController = nav
  app:settle()
  notes(home)
  app:mark()
  local modal = Probe{ name = "Modal", modalPresentationStyle = "fullScreen" }
  home:present(modal, true)
  expect(nav.view.window):toBe(app.window)    -- still there while the presentation runs
  app:settle()
  expect(modal.presentingViewController):toBe(nav)
  expect(nav.presentedViewController):toBe(modal)
  expect(home.presentedViewController):toBe(modal) -- what its parent presents
  expect(nav.view.window):toBeNil()             -- covered: out of the window
  expect(notes(home)):toEqual({ "willDisappear in 64", "didDisappear out 0" })
  expect_trace(app, {
    "Nav viewWillDisappear(true)", "Home viewWillDisappear(true)", "Modal viewWillAppear(true)",
    "Nav viewDidDisappear(true)", "Home viewDidDisappear(true)", "Modal viewDidAppear(true)",
  })
  app:mark()
  home:dismiss(true)                             -- on the presenter's child: dismisses Modal
  expect(nav.view.window):toBe(app.window)      -- back as the dismissal begins
  app:settle()
  expect(nav.presentedViewController):toBeNil()
  expect(notes(home)):toEqual({ "willAppear out 0", "isAppearing in 64", "didAppear in 64" })
  expect_trace(app, {
    "Modal viewWillDisappear(true)", "Nav viewWillAppear(true)", "Home viewWillAppear(true)",
    "Nav viewIsAppearing(true)", "Nav viewWillLayoutSubviews", "Home viewIsAppearing(true)", "Home viewWillLayoutSubviews",
    "Modal viewDidDisappear(true)", "Nav viewDidAppear(true)", "Home viewDidAppear(true)",
  })
end)

scenario("W2: under a covering presentation a new child appears only with the dismissal; overFullScreen leaves the view in place", function(app)
  local root = Probe{ name = "Root" }
  app.window.rootViewController = root
  app:settle()
  local modal = ViewController{ name = "Modal", modalPresentationStyle = "fullScreen" }
  root:present(modal, false)
  app:settle()
  app:mark()
  local child = Probe{ name = "Child" }
  root:addChild(child)
  root.view:addSubview(child.view)
  child:didMoveToParent(root)
  app:settle()
  expect(child.appearState):toBe("disappeared")
  expect_trace(app, {}, { without = { "Child viewWillAppear" } })
  modal:dismiss(false)
  app:settle()
  expect(child.appearState):toBe("appeared")
  expect_trace(app, { "Root viewWillAppear(false)", "Child viewWillAppear(false)", "Root viewDidAppear(false)", "Child viewDidAppear(false)" })
  local over = ViewController{ name = "Over", modalPresentationStyle = "overFullScreen" }
  root:present(over, false)
  app:settle()
  expect(root.view.window):toBe(app.window)
  expect(root.appearState):toBe("appeared")
end)

scenario("W2: the controllers inside a presented navigation controller answer presentingViewController, and dismiss it", function(app)
  local root = Probe{ name = "Root" }
  app.window.rootViewController = root
  app:settle()
  local list = ViewController{ name = "List" }
  local nav = NavigationController{ name = "Nav", rootViewController = list }
  root:present(nav, false)
  app:settle()
  local edit = ViewController{ name = "Edit" }
  nav:pushViewController(edit, false)
  app:settle()
  expect(nav.presentingViewController):toBe(root)
  expect(list.presentingViewController):toBe(root)
  expect(edit.presentingViewController):toBe(root)
  expect(root.presentingViewController):toBeNil()
  expect(root.presentedViewController):toBe(nav)
  expect(edit.presentedViewController):toBeNil()
  app:mark()
  edit:dismiss(false)
  app:settle()
  expect(root.presentedViewController):toBeNil()
  expect(edit.presentingViewController):toBeNil()
  expect_trace(app, { "Nav viewWillDisappear(false)", "Edit viewWillDisappear(false)", "Nav viewDidDisappear(false)",
                      "Edit viewDidDisappear(false)" })
end)

scenario("W3: a sheet's swipe has its coordinator in presentationControllerWillDismiss; a spring-back reports itself cancelled", function(app)
  local root = Probe{ name = "Root" }
  app.window.rootViewController = root
  app:settle()
  local sheet = ViewController{ name = "Sheet" }
  root:present(sheet, false)
  app:settle()
  local seen = {}
  sheet.presentationDelegate = {
    name = "Sheets",
    presentationControllerWillDismiss = function(self, presented)
      local coordinator = presented.transitionCoordinator
      seen.interactive = coordinator.isInteractive
      seen.from = coordinator:viewController("from")
      coordinator:notifyWhenInteractionChanges(function(c) seen.changed = c.isCancelled end)
      coordinator:animateAlongsideTransition(nil, function(c) seen.completed = c.isCancelled end)
    end,
  }
  expect(sheet:beginInteractiveDismissal()):toBe(true)
  expect(seen.interactive):toBe(true)
  expect(seen.from):toBe(sheet)
  sheet:cancelInteractiveDismissal()
  expect(seen.changed):toBe(true)
  expect(seen.completed):toBe(true)
  expect(sheet.transitionCoordinator):toBeNil()
  expect(root.presentedViewController):toBe(sheet)
  expect(sheet:beginInteractiveDismissal()):toBe(true)
  sheet:finishInteractiveDismissal()
  expect(seen.changed):toBe(false)
  expect(seen.completed):toBe(false)
end)

scenario("W4: a controller covered during a rotation hears of it before it appears again", function(app)
  local tabs, nav, home, other = tabsOnScreen(app)
  tabs.selectedIndex = 1
  app:settle()
  tabs.selectedIndex = 0
  app:settle()
  local detail = Probe{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:settle()
  app:mark()
  app:rotate("landscape")
  app:settle()
  expect_trace(app, { "Detail viewWillTransitionToSize(667 x 375)" },
    { without = { "Home viewWillTransitionToSize", "Other viewWillTransitionToSize" } })
  app:mark()
  nav:popViewController(true)
  app:settle()
  expect_trace(app, {
    "Detail viewWillDisappear(true)", "Home viewWillTransitionToSize(667 x 375)", "Home viewWillAppear(true)",
  })
  app:mark()
  tabs.selectedIndex = 1
  app:settle()
  expect_trace(app, { "Other viewWillTransitionToSize(667 x 375)", "Other viewWillAppear(false)" })
  app:mark()
  tabs.selectedIndex = 0                            -- Nav heard it while on screen: nothing more
  app:settle()
  expect_trace(app, { "Nav viewWillAppear(false)" }, { without = { "viewWillTransitionToSize" } })
end)
