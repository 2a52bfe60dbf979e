from mindspore import nn, ops


def gram(feat):
    b, c, h, w = feat.shape
    f = feat.reshape(b, c, h * w)
    return ops.bmm(f, f.transpose(0, 2, 1)) / (c * h * w)


class PerceptualLoss(nn.Cell):
    """Content + style loss computed on a frozen random conv feature extractor."""

    def __init__(self, net, style_weight=10.0):
        super().__init__()
        self.net = net
        self.features = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.Conv2d(16, 16, 3, stride=2), nn.ReLU())
        for p in self.features.get_parameters():
            p.requires_grad = False
        self.style_weight = style_weight

    def construct(self, content, style_img, style_id):
        out = self.net(content, style_id)
        f_out, f_c, f_s = self.features(out), self.features(content), self.features(style_img)
        content_loss = ((f_out - f_c) ** 2).mean()
        style_loss = ((gram(f_out) - gram(f_s)) ** 2).sum()
        return content_loss + self.style_weight * style_loss
