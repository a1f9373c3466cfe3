"""Assigning to a frozen dataclass ends the run with dataclasses.FrozenInstanceError."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    host: str
    port: int = 8080


c = Config("localhost")
print(c)
c.port = 9090
