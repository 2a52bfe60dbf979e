import argparse

REGION_TYPES = ("title", "paragraph", "table", "figure", "list")


def get_args():
    parser = argparse.ArgumentParser(description="Page-region layout classifier")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--label-smoothing", default="0.1", help="epsilon for label smoothing")  # ROOT
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--num-pages", type=int, default=40)
    return parser.parse_args()
