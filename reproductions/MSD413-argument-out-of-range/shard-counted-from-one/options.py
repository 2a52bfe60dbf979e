"""Command-line options of a sharded training job (one process per shard)."""
import argparse


def parse(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--shards", type=int, default=1)
    parser.add_argument("--shard", type=int, default=1, help="this process's shard")  # expect: MSD413
    parser.add_argument("--epochs", type=int, default=1)
    return parser.parse_args(argv)
