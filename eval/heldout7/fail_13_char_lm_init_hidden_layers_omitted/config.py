import argparse


def get_config(argv=None):
    parser = argparse.ArgumentParser("char-rnn")
    parser.add_argument("--embed-dim", type=int, default=16)
    parser.add_argument("--hidden-size", type=int, default=32)
    parser.add_argument("--num-layers", type=int, default=2)
    parser.add_argument("--seq-len", type=int, default=12)
    parser.add_argument("--batch-size", type=int, default=4)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--steps", type=int, default=3)
    return parser.parse_args(argv)
