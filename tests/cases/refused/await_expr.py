# pyrite-refuses: NotImplementedError: async functions are not supported
async def g():
    return 1
async def f():
    return await g()
print('defined')
