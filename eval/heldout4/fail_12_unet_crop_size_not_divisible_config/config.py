import argparse


def get_args(argv=None):
    p = argparse.ArgumentParser(description="tiny UNet for binary segmentation")
    p.add_argument("--crop", type=int, default=36)  # ROOT
    p.add_argument("--base", type=int, default=8)
    p.add_argument("--depth", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=2)
    p.add_argument("--steps", type=int, default=2)
    p.add_argument("--lr", type=float, default=1e-3)
    return p.parse_args(argv)
