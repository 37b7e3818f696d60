-- expect: completionSpeed must be a number above 0, got nan
-- status: error
scenario('s', function(app)
  PercentDrivenInteractiveTransition{}.completionSpeed = 0/0
end)
