-- expect: advance needs a finite number of seconds, not below 0 (got nan)
-- status: error
scenario('s', function(app)
  app:advance(0/0)
end)
