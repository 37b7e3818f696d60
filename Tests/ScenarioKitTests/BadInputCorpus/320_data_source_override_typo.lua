-- expect: 'numberOfRos' of Rows overrides nothing
-- status: error
scenario('s', function(app)
  local Rows = TableViewController:subclass('Rows')
  Rows.numberOfRos = function(self, section) return 3 end
end)
