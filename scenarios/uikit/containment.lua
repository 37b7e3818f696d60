-- Rules C1-C5: containment. See docs/semantics.md.

local Parent = ViewController:subclass("Parent")
local Child = ViewController:subclass("Child")

scenario("C1: addChild sends willMoveToParent, appends, sets parent; no didMoveToParent", function(app)
  local parent, a, b = Parent{}, Child{ name = "A" }, Child{ name = "B" }
  parent:addChild(a)
  parent:addChild(b)
  expect_trace(app, { "A willMoveToParent(Parent)", "B willMoveToParent(Parent)" }, { exact = true })
  expect(parent.children):toEqual({ a, b })
  expect(a.parent):toBe(parent)
  expect(a.isViewLoaded):toBe(false)   -- containment does not touch views
end)

scenario("C1: a child of another parent is removed from it first", function(app)
  local first, second, child = Parent{ name = "First" }, Parent{ name = "Second" }, Child{}
  first:addChild(child)
  child:didMoveToParent(first)
  app:mark()
  second:addChild(child)
  expect_trace(app, { "Child didMoveToParent(nil)", "Child willMoveToParent(Second)" }, { exact = true })
  expect(first.children):toEqual({})
  expect(child.parent):toBe(second)
end)

scenario("C1: adding a controller to itself or to a descendant is an error", function(app)
  local parent, child = Parent{}, Child{}
  expect_error(function() parent:addChild(parent) end, "cannot be added to <Parent>")
  parent:addChild(child)
  expect_error(function() child:addChild(parent) end, "its own child or the child of one of its descendants")
  expect(parent.parent):toBeNil()
end)

scenario("C2: removeFromParent sends only didMoveToParent(nil) and leaves the view", function(app)
  local parent, child = Parent{}, Child{}
  parent:addChild(child)
  parent.view:addSubview(child.view)
  child:didMoveToParent(parent)
  app:mark()
  child:removeFromParent()
  expect_trace(app, { "Child didMoveToParent(nil)" }, { exact = true })
  expect(child.parent):toBeNil()
  expect(child.view.superview):toBe(parent.view)
  child:removeFromParent()                      -- no parent: nothing happens
  expect_trace(app, { "Child didMoveToParent(nil)" }, { exact = true })
end)

scenario("C3: isMovingToParent and isMovingFromParent span will..did", function(app)
  local parent, child = Parent{}, Child{}
  expect(child.isMovingToParent):toBe(false)
  parent:addChild(child)
  expect(child.isMovingToParent):toBe(true)
  child:didMoveToParent(parent)
  expect(child.isMovingToParent):toBe(false)
  child:willMoveToParent(nil)
  expect(child.isMovingFromParent):toBe(true)
  child:removeFromParent()
  expect(child.isMovingFromParent):toBe(false)
end)

scenario("C4: a child's view under a controller that is not its parent raises", function(app)
  local parent, other, child = Parent{}, Parent{ name = "Other" }, Child{}
  parent:addChild(child)
  expect_error(function() other.view:addSubview(child.view) end,
    "UIViewControllerHierarchyInconsistency: child view controller:<Child> should have parent view controller:<Other> but actual parent is:<Parent>")
  expect(child.view.superview):toBeNil()
  parent.view:addSubview(child.view)          -- under its parent: fine
  expect(child.view.superview):toBe(parent.view)
end)

scenario("C4: addChild checks where the child's view already is", function(app)
  local holder, parent, child = Parent{ name = "Holder" }, Parent{}, Child{}
  holder.view:addSubview(child.view)          -- parentless: allowed (and linted, C5)
  expect_error(function() parent:addChild(child) end,
    "should have parent view controller:<Holder> but requested parent is:<Parent>")
end)

scenario("C5: a parentless controller's view added to an on-screen view appears and disappears", function(app)
  local root, loose = Parent{}, Child{ name = "Loose" }
  app.window.rootViewController = root
  app:run()
  app:mark()
  root.view:addSubview(loose.view)
  app:run()
  loose.view:removeFromSuperview()
  app:run()
  expect_trace(app, {
    "Loose lint", "Loose viewWillAppear(false)", "Loose viewDidAppear(false)",
    "Loose viewWillDisappear(false)", "Loose viewDidDisappear(false)",
  })
end)

scenario("C5: added before the container is on screen, it gets no appearance callbacks at all", function(app)
  local root, loose = Parent{}, Child{ name = "Loose" }
  root.view:addSubview(loose.view)
  app.window.rootViewController = root
  app:run()
  -- Loose is named in the projection, so any appearance callback of it would show up here.
  expect_trace(app, { "Loose lint", "Parent viewWillAppear(false)", "Parent viewDidAppear(false)" })
  expect(loose.appearState):toBe("disappeared")
end)
