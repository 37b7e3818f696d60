-- Rules S8 and S9: presentation styles and contexts, and the interactive dismissal of a sheet
-- with the presentation delegate. See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

local function rootOnScreen(app)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  app:mark()
  return root
end

scenario("S8: fullScreen and currentContext hide the covered controller; overFullScreen, overCurrentContext, the sheets and popover do not", function(app)
  local root = rootOnScreen(app)
  for _, style in ipairs({ "fullScreen", "currentContext" }) do
    local modal = Screen{ name = style, modalPresentationStyle = style }
    root:present(modal, false)
    app:run()
    expect(root.appearState):toBe("disappeared")
    modal:dismiss(false)
    app:run()
    expect_trace(app, {
      "Root viewWillDisappear(false)", style .. " viewWillAppear(false)",
      "Root viewDidDisappear(false)", style .. " viewDidAppear(false)",
      style .. " viewWillDisappear(false)", "Root viewWillAppear(false)",
      style .. " viewDidDisappear(false)", "Root viewDidAppear(false)",
    })
    app:mark()
  end
  for _, style in ipairs({ "overFullScreen", "overCurrentContext", "pageSheet", "formSheet", "popover" }) do
    local modal = Screen{ name = style, modalPresentationStyle = style }
    root:present(modal, true)
    app:settle()
    expect(root.appearState):toBe("appeared")
    modal:dismiss(true)
    app:settle()
    expect_trace(app, {
      style .. " viewWillAppear(true)", style .. " viewDidAppear(true)",
      style .. " viewWillDisappear(true)", style .. " viewDidDisappear(true)",
    }, { without = { "Root viewWillDisappear", "Root viewDidDisappear", "Root viewWillAppear", "Root viewDidAppear" } })
    app:mark()
  end
end)

scenario("S8: currentContext covers the nearest ancestor with definesPresentationContext, and its children disappear with it", function(app)
  local top = Screen{ name = "Top" }
  local nav = NavigationController{ name = "Nav", rootViewController = top }
  local tabs = TabBarController{ name = "Tabs", viewControllers = { nav } }
  nav.definesPresentationContext = true
  app.window.rootViewController = tabs
  app:run()
  app:mark()
  local modal = Screen{ name = "Modal", modalPresentationStyle = "currentContext" }
  top:present(modal, false)
  app:run()
  expect(modal.presentingViewController):toBe(nav)
  expect(nav.presentedViewController):toBe(modal)
  expect(tabs.appearState):toBe("appeared")
  expect_trace(app, {
    "Nav viewWillDisappear(false)", "Top viewWillDisappear(false)", "Modal viewWillAppear(false)",
    "Nav viewDidDisappear(false)", "Top viewDidDisappear(false)", "Modal viewDidAppear(false)",
  }, { without = { "Tabs viewWillDisappear" } })
  local index
  for i, text in ipairs(app.trace) do
    if text == "Nav viewWillDisappear(false)" then index = i end
  end
  expect(app.trace:explain(index)):toContain("[S8]")
end)

scenario("S8: without definesPresentationContext, overCurrentContext covers the root and nobody disappears", function(app)
  local top = Screen{ name = "Top" }
  local nav = NavigationController{ name = "Nav", rootViewController = top }
  app.window.rootViewController = nav
  app:run()
  app:mark()
  local modal = Screen{ name = "Modal", modalPresentationStyle = "overCurrentContext" }
  top:present(modal, false)
  app:run()
  expect(modal.presentingViewController):toBe(nav)
  expect_trace(app, { "Modal viewWillAppear(false)", "Modal viewDidAppear(false)" },
               { without = { "Nav viewWillDisappear", "Top viewWillDisappear" } })
end)

local function sheetWithDelegate(app, delegate)
  local root = rootOnScreen(app)
  local sheet = Screen{ name = "Sheet" }
  sheet.presentationDelegate = delegate
  root:present(sheet, true)
  app:settle()
  app:mark()
  return root, sheet
end

local function recordingDelegate(answer)
  local heard = {}
  return {
    name = "Delegate",
    presentationControllerShouldDismiss = function(self, presented)
      heard[#heard + 1] = "should " .. presented.name
      return answer
    end,
    presentationControllerWillDismiss = function(self, presented) heard[#heard + 1] = "will" end,
    presentationControllerDidDismiss = function(self, presented) heard[#heard + 1] = "did" end,
    presentationControllerDidAttemptToDismiss = function(self, presented) heard[#heard + 1] = "attempt" end,
  }, heard
end

scenario("S9: a cancelled swipe: shouldDismiss, willDismiss, viewWillDisappear, then the sheet appears again and no didDismiss", function(app)
  local delegate, heard = recordingDelegate(true)
  local root, sheet = sheetWithDelegate(app, delegate)
  expect(sheet:beginInteractiveDismissal()):toBe(true)
  expect(sheet.isBeingDismissed):toBe(true)
  sheet:cancelInteractiveDismissal()
  app:run()
  expect_trace(app, {
    "Delegate presentationControllerShouldDismiss", "Delegate presentationControllerWillDismiss",
    "Sheet viewWillDisappear(true)", "Sheet viewWillAppear(true)", "Sheet viewIsAppearing(true)",
    "Sheet viewDidAppear(true)",
  }, { exact = true })
  expect(heard):toEqual({ "should Sheet", "will" })
  expect(root.presentedViewController):toBe(sheet)
  expect(sheet.isBeingDismissed):toBe(false)
end)

scenario("S9: a completed swipe: viewDidDisappear, then didDismiss; the presenter gets no callback", function(app)
  local delegate, heard = recordingDelegate(true)
  local root, sheet = sheetWithDelegate(app, delegate)
  sheet:beginInteractiveDismissal()
  sheet:finishInteractiveDismissal()
  app:run()
  expect_trace(app, {
    "Delegate presentationControllerShouldDismiss", "Delegate presentationControllerWillDismiss",
    "Sheet viewWillDisappear(true)", "Sheet viewDidDisappear(true)", "Delegate presentationControllerDidDismiss",
  }, { exact = true })
  expect(heard):toEqual({ "should Sheet", "will", "did" })
  expect(root.presentedViewController):toBeNil()
  expect(sheet.view.superview):toBeNil()
end)

scenario("S9: isModalInPresentation refuses the swipe with didAttemptToDismiss, without asking shouldDismiss", function(app)
  local delegate, heard = recordingDelegate(true)
  local _, sheet = sheetWithDelegate(app, delegate)
  sheet.isModalInPresentation = true
  expect(sheet:beginInteractiveDismissal()):toBe(false)
  expect_trace(app, { "Delegate presentationControllerDidAttemptToDismiss" }, { exact = true })
  expect(heard):toEqual({ "attempt" })
  expect(sheet.appearState):toBe("appeared")
end)

scenario("S9: shouldDismiss false refuses with didAttemptToDismiss; a delegate gets only the methods it has", function(app)
  local delegate, heard = recordingDelegate(false)
  local _, sheet = sheetWithDelegate(app, delegate)
  expect(sheet:beginInteractiveDismissal()):toBe(false)
  expect_trace(app, { "Delegate presentationControllerShouldDismiss", "Delegate presentationControllerDidAttemptToDismiss" },
               { exact = true })
  expect(heard):toEqual({ "should Sheet", "attempt" })
  app:mark()
  sheet.presentationDelegate = { presentationControllerDidDismiss = function() heard[#heard + 1] = "only did" end }
  expect(sheet:beginInteractiveDismissal()):toBe(true)
  sheet:finishInteractiveDismissal()
  expect_trace(app, {
    "Sheet viewWillDisappear(true)", "Sheet viewDidDisappear(true)", "presentationDelegate presentationControllerDidDismiss",
  }, { exact = true })
  expect(heard[#heard]):toBe("only did")
end)

scenario("S9: dismiss in code tells the delegate nothing, and a fullScreen presentation cannot be swiped", function(app)
  local delegate, heard = recordingDelegate(true)
  local root, sheet = sheetWithDelegate(app, delegate)
  sheet:dismiss(false)
  app:run()
  expect(heard):toEqual({})
  local cover = Screen{ name = "Cover", modalPresentationStyle = "fullScreen" }
  cover.presentationDelegate = delegate
  root:present(cover, false)
  app:run()
  app:mark()
  expect(cover:beginInteractiveDismissal()):toBe(false)
  expect_trace(app, {}, { exact = true })
  expect_error(function() cover.isModalInPresentation = "yes" end, "isModalInPresentation must be a boolean")
end)

scenario("S9: a sheet covered by one it presents cannot be swiped; shouldDismiss must answer a boolean", function(app)
  local root, sheet = sheetWithDelegate(app, { name = "Delegate", presentationControllerShouldDismiss = function() return "yes" end })
  local second = Screen{ name = "Second" }
  sheet:present(second, false)
  app:run()
  app:mark()
  expect(sheet:beginInteractiveDismissal()):toBe(false)
  expect_trace(app, {}, { exact = true })
  second:dismiss(false)
  app:run()
  expect_error(function() sheet:beginInteractiveDismissal() end, "Delegate presentationControllerShouldDismiss must return a boolean, got string")
  expect(root.presentedViewController):toBe(sheet)
end)
