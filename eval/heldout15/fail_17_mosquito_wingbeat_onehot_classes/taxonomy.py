"""Species ids follow the lab's global mosquito catalogue; this field study recorded four of them."""

CATALOGUE = {
    0: "Aedes aegypti", 1: "Aedes albopictus", 2: "Anopheles arabiensis", 3: "Anopheles gambiae",
    4: "Culex pipiens", 5: "Culex quinquefasciatus", 6: "Culiseta annulata",
}
FIELD_SPECIES = [0, 3, 4, 5]
WINGBEAT_HZ = {0: 480.0, 3: 400.0, 4: 340.0, 5: 370.0}
