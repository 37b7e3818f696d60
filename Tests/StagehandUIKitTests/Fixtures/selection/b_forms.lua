-- Titles and tags for the selection tests: every scenario passes.

scenario("form shows its rows", { tags = { "smoke" } }, function(app)
  expect(5):toBe(5)
end)

scenario("form hides a row", function(app)
  expect(6):toBe(6)
end)
