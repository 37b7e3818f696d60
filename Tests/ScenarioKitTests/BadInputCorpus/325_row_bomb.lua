-- expect: not enough memory
-- status: error
-- A data source that claims ten million rows: every height asked is an event, charged.
scenario('s', function(app)
  local T = TableViewController:subclass('T', { numberOfRows = function(self, section) return 10000000 end })
  app.window.rootViewController = T{}
  app:run()
end)
