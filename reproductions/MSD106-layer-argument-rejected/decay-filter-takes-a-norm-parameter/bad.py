"""Parameter groups for weight decay: biases and LayerNorm parameters go to the group without
decay, and the decay group is picked by words in the name, which also match the LayerNorm's
`gamma`. The optimizer rejects a parameter in two groups; the line to change is the decay
group's filter."""
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(8, 8)
        self.layer_norm = nn.LayerNorm((8,))

    def construct(self, x):
        return self.layer_norm(self.dense(x))


def param_groups(net):
    params = net.trainable_params()
    no_decay = [p for p in params if p.name.endswith("bias") or "layer_norm" in p.name]
    decay = [p for p in params if "weight" in p.name or "gamma" in p.name]  # expect: MSD106
    return [{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0},
            {"order_params": params}]


if __name__ == "__main__":
    optimizer = nn.AdamWeightDecay(param_groups(Encoder()), learning_rate=1e-3)
    print(type(optimizer).__name__)
