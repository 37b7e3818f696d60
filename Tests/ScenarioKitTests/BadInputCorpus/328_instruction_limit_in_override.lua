-- expect: 328_instruction_limit_in_override.lua:6: instruction limit exceeded
-- status: error
-- The budget runs out inside an override that app:run() reached: the override's line.
local V = ViewController:subclass('V', {
  viewWillAppear = function(self, animated)
    while true do end
  end,
})
scenario('s', function(app)
  app.window.rootViewController = V{}
  app:run()
end)
