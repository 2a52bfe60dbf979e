from mindspore import nn


class Recognizer(nn.Cell):
    """Generic backbone -> (optional neck) -> head container, mmaction style."""

    def __init__(self, backbone, neck=None, head=None):
        super().__init__()
        self.backbone = backbone
        self.neck = neck
        self.head = head

    def construct(self, clips):
        feats = self.backbone(clips)
        if self.neck is not None:
            feats = self.neck(feats)
        return self.head(feats)
