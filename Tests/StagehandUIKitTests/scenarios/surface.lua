-- The representative Swift containers (RepresentativeContainers.swift, UIKit's API only),
-- registered by ScriptedClassesTests as SlideContainer, Child, Forgetful, Menu and Form, and
-- driven from Lua: the traces are those of the seeds' Lua scenarios.

local function onScreen(app, controller)
  app.window.rootViewController = controller
  app:run()
  app:mark()
  return controller
end

scenario("V3: seed 002's Swift container, driven from Lua, gives the five steps' trace", function(app)
  local container = onScreen(app, SlideContainer{})
  local child = Child{}
  container:addViewController(child, false)
  expect_trace(app, {
    "ChildViewController willMoveToParent(SlideContainerViewController)",
    "ChildViewController didMoveToParent(SlideContainerViewController)",
    "ChildViewController loadView",
    "ChildViewController viewDidLoad",
    "SlideContainerViewController viewWillDisappear(false)",
    "ChildViewController viewWillAppear(false)",
    "SlideContainerViewController viewDidDisappear(false)",
    "ChildViewController viewSafeAreaInsetsDidChange",
    "ChildViewController viewIsAppearing(false)",
    "ChildViewController viewDidAppear(false)",
  }, { exact = true })
  expect(child.parent):toBe(container)
  expect(child.isMovingToParent):toBe(false)
  expect(child:movingWhenAppearing()):toBe("still")   -- didMove came before the appearance
  app:run()
  app:mark()
  container:removeViewController(child, true)
  app:settle()
  expect_trace(app, {
    "SlideContainerViewController viewWillAppear(true)", "ChildViewController viewWillDisappear(true)",
    "ChildViewController viewDidDisappear(true)", "SlideContainerViewController viewDidAppear(true)",
    "ChildViewController willMoveToParent(nil)", "ChildViewController didMoveToParent(nil)",
  })
  expect(child.parent):toBeNil()
  expect(app.isIgnoringInteractionEvents):toBe(false)
end)

scenario("V3: a Lua subclass of a Swift class: its override's super call reaches the Swift override", function(app)
  local Logged = Child:subclass("Logged", {
    viewWillAppear = function(self, animated)
      Child.viewWillAppear(self, animated)     -- the Swift override, then UIKit's base
      self.sawMoving = self.isMovingToParent
    end,
  })
  local menu = onScreen(app, Menu{})
  local child = Logged{}
  menu:show(child)
  app:settle()
  expect(child:movingWhenAppearing()):toBe("moving")   -- recorded by the Swift override
  expect(child.sawMoving):toBe(true)
  expect_trace(app, {
    "ChildViewController willMoveToParent(MenuContainerViewController)",
    "ChildViewController viewWillAppear(false)",
    "ChildViewController didMoveToParent(MenuContainerViewController)",
    "ChildViewController viewDidAppear(false)",
  })
  for _, line in ipairs(app.trace) do expect(line:find("lint:", 1, true)):toBeNil() end
end)

scenario("V3: seed 004's transition in Swift, didMove in its completion, asserted from Lua", function(app)
  local menu = onScreen(app, Menu{})
  local first, second = Child{}, Child{}
  menu:show(first)
  app:settle()
  app:mark()
  menu:switchTo(second)
  expect(second.isMovingToParent):toBe(true)
  app:settle()
  expect(second.isMovingToParent):toBe(false)
  expect(second:movingWhenAppearing()):toBe("moving")
  expect_trace(app, {
    "ChildViewController willMoveToParent(nil)",
    "ChildViewController#2 willMoveToParent(MenuContainerViewController)",
    "ChildViewController viewWillDisappear(true)", "ChildViewController#2 viewWillAppear(true)",
    "ChildViewController viewDidDisappear(true)", "ChildViewController#2 viewDidAppear(true)",
    "ChildViewController didMoveToParent(nil)",
    "ChildViewController#2 didMoveToParent(MenuContainerViewController)",
  })
  expect(menu.children[1]):toBe(second)
end)

scenario("V3: an override that forgets super is linted", function(app)
  local menu = onScreen(app, Menu{})
  local child = Forgetful{}
  menu:show(child)
  app:settle()
  expect_trace(app, {
    "ForgetfulChild lint: ForgetfulChild.willMove(toParent:) does not call super.willMove(toParent:); UIKit requires it",
    "ForgetfulChild lint: ForgetfulChild.viewWillAppear(_:) does not call super.viewWillAppear(_:); UIKit requires it",
  })
end)

scenario("V3: seed 000's static table in Swift: the embedded child's row hides, and its field gives up focus", function(app)
  local form = SeedForm{}
  app.window.rootViewController = form
  app:settle()
  expect(form:childHasFocus()):toBe(true)
  expect(form:child().view.hidden):toBe(false)
  app:mark()
  form:setViewControllerCellHidden(true)
  app:settle()
  expect(form:childHasFocus()):toBe(false)
  expect(form:child().view.hidden):toBe(true)
  expect_trace(app, {
    "FormTableViewController heightForRow(0,0)",
    "FormTableViewController heightForRow(0,1)",
    "TextFieldViewController viewWillAppear(false)",
    "UITextField resignFirstResponder",
  })
end)
