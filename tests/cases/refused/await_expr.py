# pyrite-refuses: NotImplementedError: async function is not supported
async def g():
    return 1
async def f():
    return await g()
print('defined')
