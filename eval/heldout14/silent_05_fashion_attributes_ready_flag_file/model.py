import os

from mindspore import nn


class FashionTagger(nn.Cell):
    def __init__(self, dim, num_categories, num_attributes):
        super().__init__()
        self.trunk = nn.SequentialCell(nn.Dense(dim, 32), nn.ReLU())
        self.category_head = nn.Dense(32, num_categories)
        self.attribute_head = nn.Dense(32, num_attributes)

    def construct(self, x):
        h = self.trunk(x)
        return self.category_head(h), self.attribute_head(h)


class MultiTaskLoss(nn.Cell):
    """Category loss always; attribute loss once the vendor's attribute labels have landed."""

    def __init__(self, net, ready_flag, aux_weight):
        super().__init__()
        self.net = net
        self.ready_flag = ready_flag
        self.aux_weight = aux_weight
        self.ce = nn.CrossEntropyLoss()
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, x, category, attributes):
        cat_logits, attr_logits = self.net(x)
        loss = self.ce(cat_logits, category)
        if os.path.exists(self.ready_flag):  # ROOT
            loss = loss + self.aux_weight * self.bce(attr_logits, attributes)
        return loss
