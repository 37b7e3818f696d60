-- expect: must be a number of seconds, not below 0, got nan
-- status: error
scenario('s', function(app)
  app:animate{ duration = 0/0, animations = function() end }
end)
