-- expect: s.trace is a directory, not a file
-- status: failed
-- Once "NSCocoaErrorDomain error 512".
scenario('s', function(app)
  ViewController{}:addChild(ViewController{})
  expect_golden(app)
end)
