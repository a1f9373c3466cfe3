x = yield
