print(-"a")
