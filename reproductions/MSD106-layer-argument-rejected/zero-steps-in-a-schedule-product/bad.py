"""A sentiment model's learning-rate schedule is built from the number of optimizer steps per
epoch, which a helper module computes with gradient accumulation. The helper divides by the
accumulation twice, so a small training set gives 0 steps and the schedule's total
`EPOCHS * steps` is rejected as 0. The line to change is the helper's computation."""
import mindspore as ms
from mindspore import nn

from step_counts import optimizer_steps

EPOCHS = 4

if __name__ == "__main__":
    reviews = ["great", "awful", "fine", "meh"] * 10
    steps = optimizer_steps(len(reviews), batch_size=8, accumulate=4)
    lr = nn.cosine_decay_lr(0.0, 0.1, EPOCHS * steps, steps, EPOCHS)
    net = nn.Dense(16, 2)
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    print(len(lr))
