from enum import Enum

class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"

print(Status("active"))
print(Status["INACTIVE"])
Status["PAUSED"]
