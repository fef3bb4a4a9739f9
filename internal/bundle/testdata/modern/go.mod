module modern

go 1.24
