import argparse


def get_args(argv=None):
    p = argparse.ArgumentParser("tiny 2-D DDPM")
    p.add_argument("--timesteps", type=int, default=1000)
    p.add_argument("--beta_start", type=float, default=1e-4)
    p.add_argument("--beta_end", type=float, default=0.02)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--train_iters", type=int, default=3)
    p.add_argument("--n_samples", type=int, default=128)
    return p.parse_args(argv)
