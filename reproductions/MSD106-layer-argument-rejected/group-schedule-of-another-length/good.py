"""Fine-tuning an image classifier with a warmed-up backbone. The backbone's group gets a schedule
that adds its warm-up steps on top of the full cosine decay, so its list is longer than the
head's `learning_rate`, and the optimizer rejects the groups. MindSpore names neither the group
nor the schedule; the line to change is where the warm-up was added."""
from mindspore import nn

from schedules_good import cosine, warmup_cosine

TOTAL_STEPS, WARMUP = 12, 3


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Dense(16, 8)
        self.head = nn.Dense(8, 3)

    def construct(self, x):
        return self.head(self.backbone(x))


def make_optimizer(net):
    backbone = [p for p in net.trainable_params() if p.name.startswith("backbone.")]
    head = [p for p in net.trainable_params() if p.name.startswith("head.")]
    head_lr = cosine(1e-3, TOTAL_STEPS)
    groups = [{"params": backbone, "lr": warmup_cosine(1e-4, TOTAL_STEPS, WARMUP)}, {"params": head, "lr": head_lr}]
    return nn.Momentum(groups, learning_rate=head_lr, momentum=0.9)


if __name__ == "__main__":
    print(type(make_optimizer(Classifier())).__name__)
