# pyrite-refuses: NotImplementedError: async function is not supported
async def f():
    return 1
print('defined')
