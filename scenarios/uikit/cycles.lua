-- Rules S13 and R3: a controller is never its own ancestor, counting presentations as well as
-- parents, and the engine's walks and work stay bounded. See docs/semantics.md.
-- Sources: UIKit's exception texts as crash logs and an app's source quote them (S13's
-- sources); the limits are Stagehand's.

local Screen = ViewController:subclass("Screen")

-- Who hangs where: parent, children and presentation links of each controller.
local function shape(...)
  local lines = {}
  for _, vc in ipairs({ ... }) do
    local children = {}
    for _, child in ipairs(vc.children) do table.insert(children, child.name) end
    table.insert(lines, ("%s: parent %s, children {%s}, presents %s, presented by %s"):format(
      vc.name, vc.parent and vc.parent.name or "-", table.concat(children, ", "),
      vc.presentedViewController and vc.presentedViewController.name or "-",
      vc.presentingViewController and vc.presentingViewController.name or "-"))
  end
  return lines
end

-- A root on screen presenting `presented`, settled, the trace marked.
local function rootPresenting(app, presented)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  root:present(presented, false)
  app:settle()
  app:mark()
  return root
end

scenario("S13: the window's root presented by the controller it presents is an active controller: refused, and a size change ends", function(app)
  local sheet = Screen{ name = "Sheet" }
  local root = rootPresenting(app, sheet)
  local before = shape(root, sheet)
  expect_error(function() sheet:present(root, false) end,
    "NSInvalidArgumentException: Application tried to present modally an active controller <Root>.")
  expect(shape(root, sheet)):toEqual(before)
  expect_trace(app, {}, { exact = true })
  app:setSize{ width = 667, height = 375 }   -- forwarded to each once (it once recursed until the process died)
  app:settle()
  expect_trace(app, { "Root viewWillTransitionToSize(667 x 375)", "Sheet viewWillTransitionToSize(667 x 375)" })
end)

scenario("S13: a child presenting its own navigation controller is refused as an active controller", function(app)
  local top = Screen{ name = "Top" }
  local nav = NavigationController{ name = "Nav", rootViewController = top }
  app.window.rootViewController = nav
  app:run()
  app:mark()
  expect_error(function() top:present(nav, true) end,
    "NSInvalidArgumentException: Application tried to present modally an active controller <Nav>.")
  expect(nav.presentingViewController):toBeNil()
  expect(top.presentedViewController):toBeNil()
  expect_trace(app, {}, { exact = true })
end)

scenario("S13: a controller presenting itself is refused with UIKit's 'on itself'", function(app)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  expect_error(function() root:present(root, false) end,
    "Application tried to present modal view controller on itself. Presenting controller is <Root>.")
  expect(root.presentedViewController):toBeNil()
end)

scenario("S13: a controller already presented, or one with a parent, is refused with UIKit's exceptions", function(app)
  local sheet = Screen{ name = "Sheet" }
  local root = rootPresenting(app, sheet)
  local child = Screen{ name = "Child" }
  root:addChild(child)
  root.view:addSubview(child.view)
  child:didMoveToParent(root)
  local before = shape(root, sheet, child)
  expect_error(function() child:present(sheet, false) end,
    "Application tried to present modally a view controller <Sheet> that is already being presented by <Root>.")
  expect_error(function() sheet:present(child, false) end,
    "Application tried to present modally a view controller <Child> that has a parent view controller <Root>.")
  expect(shape(root, sheet, child)):toEqual(before)
end)

scenario("S13: a presenter pushed onto the stack it presented is refused, and so is showing it from inside", function(app)
  local top = Screen{ name = "Top" }
  local nav = NavigationController{ name = "Nav", rootViewController = top, modalPresentationStyle = "fullScreen" }
  local root = rootPresenting(app, nav)
  local before = shape(root, nav, top)
  local message = "NSInvalidArgumentException: child view controller:<Root> cannot be added to <Nav>: <Nav> is presented by <Root>, so <Root> would be its own ancestor"
  expect_error(function() nav:pushViewController(root, false) end, message)
  expect_error(function() nav:setViewControllers({ top, root }, false) end, message)
  expect_error(function() top:show(root) end, message)
  expect_error(function() top:performSegue("again", { destination = root, fromCode = true }) end, message)
  expect(shape(root, nav, top)):toEqual(before)
  expect(#nav.viewControllers):toBe(1)
end)

scenario("S13: a presenter made a page of the page view controller it presented is refused, by setViewControllers or a swipe", function(app)
  local first = Screen{ name = "First" }
  local source = { name = "Source",
    viewControllerAfter = function(self, page, vc) return self.root end,
    viewControllerBefore = function(self, page, vc) return nil end }
  local page = PageViewController{ name = "Page", dataSource = source }
  page:setViewControllers({ first }, "forward", false)
  local root = rootPresenting(app, page)
  source.root = root
  local before = shape(root, page, first)
  local message = "child view controller:<Root> cannot be added to <Page>: <Page> is presented by <Root>, so <Root> would be its own ancestor"
  expect_error(function() page:setViewControllers({ root }, "forward", false) end, message)
  expect_error(function() page:swipe("forward", { finish = true }) end, message)
  expect_trace(app, { "Source viewControllerAfter(First)", "Source viewControllerBefore(First)" }, { exact = true })
  expect(shape(root, page, first)):toEqual(before)
end)

scenario("S13: a presenter made a split view column, or shown as the detail of the split it presented, is refused", function(app)
  app:setSize{ width = 1024, height = 768 }
  local list, detail = Screen{ name = "List" }, Screen{ name = "Detail" }
  local split = SplitViewController{ name = "Split", primary = list, secondary = detail, modalPresentationStyle = "fullScreen" }
  local root = rootPresenting(app, split)
  local before = shape(root, split, list, detail)
  local message = "child view controller:<Root> cannot be added to <Split>: <Split> is presented by <Root>, so <Root> would be its own ancestor"
  expect_error(function() split:setViewController(root, "secondary") end, message)
  expect_error(function() list:showDetailViewController(root) end, message)
  expect_error(function() list:performSegue("detail", { kind = "showDetail", destination = root, fromCode = true }) end, message)
  expect(shape(root, split, list, detail)):toEqual(before)
  expect(split:viewController("secondary")):toBe(detail)
end)

local Home = ViewController:subclass("Home")
function Home:unwindHome(segue) end

scenario("S13: after a refused cycle, an unwind segue from the presented controller finds its destination and ends", function(app)
  local root = Home{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  local sheet = Screen{ name = "Sheet" }
  root:present(sheet, false)
  app:settle()
  expect_error(function() sheet:present(root, false) end, "an active controller <Root>")
  app:mark()
  expect(sheet:performSegue("home", { kind = "unwind", action = "unwindHome", animated = false })):toBe(true)
  app:settle()
  expect_trace(app, { "Root canPerformUnwindSegueAction(unwindHome, Sheet, nil)", "Root unwindAction(unwindHome, home)" })
  expect(root.presentedViewController):toBeNil()
end)

scenario("R3: a chain of presentations, each from the last one's completion, ends at the depth limit", function(app)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  local levels = 0
  local function next(from)
    local vc = Screen{ name = "P" }
    from:present(vc, true, function()
      levels = levels + 1
      next(vc)
    end)
  end
  next(root)
  expect_error(function() app:settle() end,
    "Stagehand: <P#501> cannot be presented on <P#500>: the controller hierarchy would be 501 levels deep (parents and presenters), over the engine's limit of 500")
  expect(levels):toBe(500)
end)

scenario("R3: adding a child past the depth limit is refused; a size change reaches every level of the deepest hierarchy", function(app)
  local root = ViewController{ name = "Level" }
  local deepest = root
  for _ = 1, 500 do
    local child = ViewController{ name = "Level" }
    deepest:addChild(child)
    deepest.view:addSubview(child.view)
    child:didMoveToParent(deepest)
    deepest = child
  end
  expect_error(function() deepest:addChild(ViewController{ name = "Extra" }) end,
    "Stagehand: <Extra> cannot be added to <Level#501>: the controller hierarchy would be 501 levels deep (parents and presenters), over the engine's limit of 500")
  expect(#deepest.children):toBe(0)
  app.window.rootViewController = root
  app:settle()
  app:mark()
  app:setSize{ width = 667, height = 375 }
  local sizes = 0
  for _, line in ipairs(app.trace) do
    if line:find(" viewWillTransitionToSize(", 1, true) then sizes = sizes + 1 end
  end
  expect(sizes):toBe(501)
end)

scenario("R3: a view 30,000 levels deep has a safe area, lays out and is freed without recursion", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  local leaf = View{ name = "Leaf", frame = { x = 0, y = 0, width = 100, height = 100 } }
  local top = leaf
  for _ = 1, 30000 do
    local wrapper = View{ name = "Wrapper", frame = { x = 0, y = 0, width = 375, height = 667 } }
    wrapper:addSubview(top)
    top = wrapper
  end
  root.view:addSubview(top)
  app:run()
  expect(leaf.safeAreaInsets.top):toBe(20)
  top.frame = { x = 0, y = 0, width = 320, height = 480 }
  app:run()
end)

scenario("R3: two stacks that once arranged each other measure without a loop: a view that leaves a stack is no longer arranged", function(app)
  local a, b = StackView{ name = "A" }, StackView{ name = "B" }
  b:addArrangedSubview(a)
  a:removeFromSuperview()
  expect(#b.arrangedSubviews):toBe(0)
  a:addArrangedSubview(b)
  expect(a.fittingHeight):toBe(0)
  expect(b.fittingHeight):toBe(0)
end)
