import { useQuery } from '@tanstack/react-query';
import { adminTexts } from '#rules/admin-texts';
import { Loaded } from '../Loaded';
import { Screen } from '../Screen';
import { AddCategoryForm } from './AddCategoryForm';
import { CategoryTree } from './CategoryTree';
import { categoriesQuery } from './queries';

const words = adminTexts.categories;

/** The shop's three levels of categories: a top one added here, the rest edited, moved and deleted in the tree. */
export function CategoriesPage() {
  const query = useQuery(categoriesQuery);
  return (
    <Screen title={words.title}>
      <AddCategoryForm parent={null} />
      <Loaded query={query} isEmpty={(all) => all.length === 0} empty={words.none}>
        {(all) => <CategoryTree all={all} />}
      </Loaded>
    </Screen>
  );
}
