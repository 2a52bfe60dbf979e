import argparse


def parse(argv=None):
    parser = argparse.ArgumentParser(description="knowledge distillation")
    parser.add_argument("--temperature", default="4.0", help="softening of the teacher's logits")  # expect: MSD224
    parser.add_argument("--epochs", type=int, default=1)
    return parser.parse_args(argv)
