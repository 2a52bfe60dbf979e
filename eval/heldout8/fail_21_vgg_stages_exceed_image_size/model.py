from mindspore import nn


def vgg_stage(cin, cout, num_convs):
    layers = []
    for i in range(num_convs):
        layers += [nn.Conv2d(cin if i == 0 else cout, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU()]
    layers.append(nn.MaxPool2d(kernel_size=2, stride=2))
    return nn.SequentialCell(layers)


class TinyVGG(nn.Cell):
    def __init__(self, backbone_cfg, in_channels, num_classes):
        super().__init__()
        stages, cin, width = [], in_channels, backbone_cfg["base_width"]
        for _ in range(backbone_cfg["num_stages"]):
            stages.append(vgg_stage(cin, width, backbone_cfg["convs_per_stage"]))
            cin = width
            width = min(width * backbone_cfg["width_mult"], backbone_cfg["max_width"])
        self.features = nn.SequentialCell(stages)
        self.classifier = nn.Dense(cin, num_classes)

    def construct(self, x):
        x = self.features(x)
        return self.classifier(x.mean(axis=(2, 3)))
