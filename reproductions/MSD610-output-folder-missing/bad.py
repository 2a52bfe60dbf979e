"""A learning-to-rank model saves a checkpoint after each epoch into the run's `epochs` subfolder.
The run helper creates the run folder only, and `ms.save_checkpoint` creates files, not folders:
the first save fails with a FileNotFoundError about a temporary file inside MindSpore. The line to
change is the helper's `makedirs`."""
import mindspore as ms
from mindspore import nn

from run_folders import checkpoint_path, end_run, start_run


def train(epochs):
    net = nn.Dense(6, 1)
    run_dir = start_run()
    try:
        for epoch in range(epochs):
            ms.save_checkpoint(net, checkpoint_path(run_dir, epoch))
        print("saved", epochs)
    finally:
        end_run()


if __name__ == "__main__":
    train(2)
