"""Data-parallel layout for the two-node protein job (this script runs on node-b)."""
HOSTS = ["node-a", "node-b"]
THIS_HOST = "node-b"


def shard_info(host=THIS_HOST):
    num_shards = len(HOSTS)
    shard_id = HOSTS.index(host) + 1  # ROOT
    return num_shards, shard_id
