import json


class Job:
    pass


print(json.dumps({"id": 1}))
print(json.dumps({"job": Job()}))
