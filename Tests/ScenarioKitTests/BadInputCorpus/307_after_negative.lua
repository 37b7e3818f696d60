-- expect: (a finite number of seconds, not below 0, got -1)
-- status: error
scenario('s', function(app)
  app:after(-1, function() end)
end)
