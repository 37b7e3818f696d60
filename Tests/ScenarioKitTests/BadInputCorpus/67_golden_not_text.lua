-- expect: s.trace is not UTF-8 text (byte 0x
-- status: failed
-- Random bytes: under --record missing they were taken for a missing golden and recorded over.
scenario('s', function(app)
  ViewController{}:addChild(ViewController{})
  expect_golden(app)
end)
