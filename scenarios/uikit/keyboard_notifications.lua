-- Rule B4 (the keyboard's notifications and frames, with rules F1 and F2). See docs/semantics.md.

local Form = ViewController:subclass("Form", {
  viewDidLoad = function(self)
    ViewController.viewDidLoad(self)
    self.field = TextField{ name = "Field", frame = { x = 0, y = 0, width = 375, height = 44 } }
    self.other = TextField{ name = "Other", frame = { x = 0, y = 60, width = 375, height = 44 } }
    self.view:addSubview(self.field)
    self.view:addSubview(self.other)
  end,
})

local function onScreen(app)
  local form = Form{}
  app.window.rootViewController = form
  app:run()
  return form
end

-- Records every keyboard notification with the time it came.
local function listen(app)
  local heard = {}
  for _, name in ipairs({ "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                          "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification" }) do
    app.notificationCenter:addObserver(name, function(n) heard[#heard + 1] = { name = n.name, at = app.time, info = n.userInfo, object = n.object } end)
  end
  return heard
end

scenario("B4: showing the keyboard posts willShow with its frames now and didShow 0.25 s later", function(app)
  local form = onScreen(app)
  local heard = listen(app)
  app:mark()
  form.field:becomeFirstResponder()
  expect(#heard):toBe(1)
  local will = heard[1]
  expect(will.name):toBe("UIKeyboardWillShowNotification")
  expect(will.object):toBeNil()
  expect(will.info.UIKeyboardFrameBeginUserInfoKey):toEqual({ x = 0, y = 667, width = 375, height = 216 })
  expect(will.info.UIKeyboardFrameEndUserInfoKey):toEqual({ x = 0, y = 451, width = 375, height = 216 })
  expect(will.info.UIKeyboardAnimationDurationUserInfoKey):toBe(0.25)
  expect(will.info.UIKeyboardAnimationCurveUserInfoKey):toBe(7)
  expect(will.info.UIKeyboardIsLocalUserInfoKey):toBe(true)
  app:advance(0.25)
  expect(#heard):toBe(2)
  expect(heard[2].name):toBe("UIKeyboardDidShowNotification")
  expect(heard[2].at):toBe(0.25)
  expect(heard[2].info.UIKeyboardFrameEndUserInfoKey):toEqual({ x = 0, y = 451, width = 375, height = 216 })
  -- One event per post: the F1 events, nothing more.
  expect_trace(app, { "Field becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow" }, { exact = true })
end)

scenario("B4: hiding posts willHide and didHide with the frames reversed", function(app)
  local form = onScreen(app)
  form.field:becomeFirstResponder()
  app:settle()
  local heard = listen(app)
  form.field:resignFirstResponder()
  app:settle()
  expect(heard[1].name):toBe("UIKeyboardWillHideNotification")
  expect(heard[1].info.UIKeyboardFrameBeginUserInfoKey):toEqual({ x = 0, y = 451, width = 375, height = 216 })
  expect(heard[1].info.UIKeyboardFrameEndUserInfoKey):toEqual({ x = 0, y = 667, width = 375, height = 216 })
  expect(heard[2].name):toBe("UIKeyboardDidHideNotification")
  expect(heard[2].at - heard[1].at):toBe(0.25)
end)

scenario("B4: moving focus with the keyboard up posts willShow and didShow again, the frame unchanged", function(app)
  local form = onScreen(app)
  form.field:becomeFirstResponder()
  app:settle()
  local heard = listen(app)
  app:mark()
  form.other:becomeFirstResponder()
  app:settle()
  expect(#heard):toBe(2)
  expect(heard[1].name):toBe("UIKeyboardWillShowNotification")
  expect(heard[1].info.UIKeyboardFrameBeginUserInfoKey):toEqual(heard[1].info.UIKeyboardFrameEndUserInfoKey)
  expect(heard[2].name):toBe("UIKeyboardDidShowNotification")
  expect_trace(app, { "Field resignFirstResponder", "Other becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow" },
               { exact = true })
end)

scenario("B4: a hide during the show: willHide at once, didShow never comes", function(app)
  local form = onScreen(app)
  local heard = listen(app)
  form.field:becomeFirstResponder()
  app:advance(0.1)
  form.field:resignFirstResponder()
  app:settle()
  local names = {}
  for i, n in ipairs(heard) do names[i] = n.name end
  expect(names):toEqual({ "UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification" })
end)

scenario("B4: in landscape the keyboard is 162 pt tall along the bottom edge", function(app)
  local form = onScreen(app)
  app:rotate("landscape")
  app:settle()
  local heard = listen(app)
  form.field:becomeFirstResponder()
  expect(heard[1].info.UIKeyboardFrameEndUserInfoKey):toEqual({ x = 0, y = 375 - 162, width = 667, height = 162 })
end)

scenario("B4: an observer that moves content out of the keyboard's way, as an app does", function(app)
  local form = onScreen(app)
  local bottomInset = 0
  app.notificationCenter:addObserver("UIKeyboardWillShowNotification", function(n)
    bottomInset = app.windowSize.height - n.userInfo.UIKeyboardFrameEndUserInfoKey.y
  end)
  app.notificationCenter:addObserver("UIKeyboardWillHideNotification", function() bottomInset = 0 end)
  app:tap(form.field)
  expect(bottomInset):toBe(216)
  form.field:resignFirstResponder()
  expect(bottomInset):toBe(0)
end)
