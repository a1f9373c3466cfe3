"""Instantiating an abstract class ends the run with CPython's traceback."""
from abc import ABC, abstractmethod


class Repo(ABC):
    @abstractmethod
    def get(self, key):
        ...

    @abstractmethod
    def put(self, key, value):
        ...


class Memory(Repo):
    def get(self, key):
        return None


print("building")
Memory()
