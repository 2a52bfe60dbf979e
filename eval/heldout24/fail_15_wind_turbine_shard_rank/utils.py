import os


def world_size():
    return int(os.environ.get("RANK_SIZE", "1"))


def worker_rank():
    return int(os.environ.get("RANK_ID", "0")) + 1  # ROOT


def log(msg):
    print(f"[worker {worker_rank()}/{world_size()}] {msg}")
