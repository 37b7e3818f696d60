-- Rules S11 and S12: show and showDetailViewController through the nearest container that
-- handles them, segues, and unwind segues. See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

-- The destination of the unwind segues below: it has the action method.
local List = Screen:subclass("List")
function List:unwindToList(segue)
  self.unwoundFrom = segue.source.name
end

local function stackOnScreen(app, names)
  local screens = { List{ name = names[1] } }
  local nav = NavigationController{ name = "Nav", rootViewController = screens[1] }
  app.window.rootViewController = nav
  app:run()
  for i = 2, #names do
    screens[i] = Screen{ name = names[i] }
    nav:pushViewController(screens[i], false)
  end
  app:run()
  app:mark()
  return nav, screens
end

scenario("S11: show pushes through the navigation controller above; with none it presents", function(app)
  local nav, screens = stackOnScreen(app, { "List" })
  expect(screens[1]:targetViewController("show")):toBe(nav)
  local detail = Screen{ name = "Detail" }
  screens[1]:show(detail)
  app:settle()
  expect(nav.topViewController):toBe(detail)
  expect_trace(app, { "Detail willMoveToParent(Nav)", "List viewWillDisappear(true)", "Detail viewWillAppear(true)",
                      "List viewDidDisappear(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)" })
  app:mark()
  expect(detail:targetViewController("showDetail")):toBe(nil)
  local info = Screen{ name = "Info" }
  detail:showDetailViewController(info)
  app:settle()
  expect(detail.presentedViewController):toBe(info)
  expect_trace(app, { "Info viewWillAppear(true)", "Info viewDidAppear(true)" })
end)

scenario("S11: performSegue asks shouldPerformSegue, prepares the source, then shows; a refusal stops it", function(app)
  local nav, screens = stackOnScreen(app, { "List" })
  local asked = 0
  function List:shouldPerformSegue(identifier, sender)
    asked = asked + 1
    return identifier ~= "blocked"
  end
  local detail = Screen{ name = "Detail" }
  expect(screens[1]:performSegue("blocked", { destination = detail })):toBe(false)
  expect(screens[1]:performSegue("toDetail", { destination = detail, animated = false })):toBe(true)
  app:run()
  expect(asked):toBe(2)
  expect(nav.topViewController):toBe(detail)
  expect_trace(app, { "List shouldPerformSegue(blocked, nil)", "List shouldPerformSegue(toDetail, nil)",
                      "List prepareForSegue(toDetail)", "Detail willMoveToParent(Nav)", "Detail didMoveToParent(Nav)" })
  app:mark()
  local modal = Screen{ name = "Modal" }
  expect(detail:performSegue("add", { kind = "present", destination = modal, fromCode = true, animated = false })):toBe(true)
  app:run()
  expect(detail.presentedViewController):toBe(modal)
  expect_trace(app, { "Detail prepareForSegue(add)", "Modal viewWillAppear(false)" },
               { without = { "Detail shouldPerformSegue" } })
  List.shouldPerformSegue = nil
end)

scenario("S12: an unwind segue asks up the stack from the top, prepares, runs the action and pops to the destination", function(app)
  local nav, screens = stackOnScreen(app, { "List", "Detail", "Edit" })
  expect(screens[3]:performSegue("done", { kind = "unwind", action = "unwindToList", animated = false })):toBe(true)
  app:run()
  expect(screens[1].unwoundFrom):toBe("Edit")
  expect(#nav.viewControllers):toBe(1)
  expect_trace(app, {
    "Edit shouldPerformSegue(done, nil)",
    "Detail canPerformUnwindSegueAction(unwindToList, Edit, nil)",
    "List canPerformUnwindSegueAction(unwindToList, Edit, nil)",
    "Edit prepareForSegue(done)",
    "List unwindAction(unwindToList, done)",
    "Nav unwindForSegue(done, List)",
    "Edit willMoveToParent(nil)", "Detail willMoveToParent(nil)",
    "Edit viewWillDisappear(false)", "List viewWillAppear(false)",
    "Edit viewDidDisappear(false)", "List viewDidAppear(false)",
    "Edit didMoveToParent(nil)", "Detail didMoveToParent(nil)",
  })
end)

scenario("S12: an unwind segue from a presented controller dismisses it, then the stack pops; no destination, nothing", function(app)
  local nav, screens = stackOnScreen(app, { "List", "Detail" })
  local modal = Screen{ name = "Modal", modalPresentationStyle = "fullScreen" }
  screens[2]:present(modal, false)
  app:run()
  app:mark()
  expect(modal:performSegue("done", { kind = "unwind", action = "unwindToNowhere" })):toBe(false)
  expect_trace(app, { "Modal shouldPerformSegue(done, nil)" }, { without = { "Modal prepareForSegue" } })
  app:mark()
  expect(modal:performSegue("done", { kind = "unwind", action = "unwindToList" })):toBe(true)
  app:settle()
  expect(screens[1].unwoundFrom):toBe("Modal")
  expect(screens[2].presentedViewController):toBe(nil)
  expect(nav.topViewController):toBe(screens[1])
  expect_trace(app, {
    "Modal shouldPerformSegue(done, nil)",
    "Detail canPerformUnwindSegueAction(unwindToList, Modal, nil)",
    "List canPerformUnwindSegueAction(unwindToList, Modal, nil)",
    "Modal prepareForSegue(done)",
    "List unwindAction(unwindToList, done)",
    -- W2: Detail's presentation was made by Nav, the top of its parents: Nav appears again
    -- and forwards it to Detail.
    "Modal viewWillDisappear(true)", "Nav viewWillAppear(true)", "Detail viewWillAppear(true)",
    "Nav unwindForSegue(done, List)",
    "Detail willMoveToParent(nil)", "Detail viewWillDisappear(true)", "List viewWillAppear(true)",
    "Modal viewDidDisappear(true)", "Nav viewDidAppear(true)",
    "Detail viewDidDisappear(true)", "List viewDidAppear(true)", "Detail didMoveToParent(nil)",
  })
end)
