-- Titles and tags for the selection tests: every scenario passes.

scenario("menu opens", { tags = { "smoke" } }, function(app)
  expect(1):toBe(1)
end)

scenario("menu closes", function(app)
  expect(2):toBe(2)
end)

describe("menu items", { tags = { "slow" } }, function()
  scenario("select the first", function(app)
    expect(3):toBe(3)
  end)

  scenario("select the last", { tags = { "smoke" } }, function(app)
    expect(4):toBe(4)
  end)
end)
