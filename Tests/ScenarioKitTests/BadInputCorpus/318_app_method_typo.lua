-- expect: App has no property or method 'advnace'; did you mean 'advance'?
-- status: error
scenario('s', function(app)
  app:advnace(1)
end)
